import { signal } from '@preact/signals';

/** The new e-mail address waiting for its code (user edit → code-input → process). */
export const pendingEmail = signal<string | null>(null);
