import { signal } from '@preact/signals';

/** The change being made in the edit flow (edit → check → process); lives as long as the edit chunk. */
export interface EditDraft {
  conf: string;
  date: string;
  time: string;
  party_size: number;
}

export const editDraft = signal<EditDraft | null>(null);
