/** User edit flow lazy group (SPEC §2): edit, edit/code-input, edit/process. */
import '../pages.css';
export { UserEditPage } from './user-edit';
export { UserCodeInputPage } from './code-input';
export { UserProcessPage } from './process';
