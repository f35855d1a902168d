import { render } from 'preact';
import { StaffApp } from './app';
import { STAFF_SCREEN_DIRECTORY } from './screens';
import { createStaffApp } from './shell/create-staff-app';
import './staff.css';

// The staff app boots on its own page: none of the guest widget's start-up (embed, prerender, analytics) applies.
const app = createStaffApp({
  apiBase: import.meta.env.VITE_API_BASE || '/api',
  browserLanguages: navigator.languages ?? [navigator.language],
  screens: STAFF_SCREEN_DIRECTORY,
});
render(<StaffApp app={app} />, document.getElementById('staff')!);
void app.actions.restore();
