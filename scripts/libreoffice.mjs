// Finds Debian's LibreOffice for the end-to-end test that opens the bookings CSV in a spreadsheet and reads its cells
// back (tests/e2e/staff-csv.e2e.ts); installs it with apt-get when missing and allowed.
import { ensureDebianProgram } from './debian-package.mjs';

export function libreOfficePath() {
  return process.env.SOFFICE_PATH || '/usr/bin/soffice';
}

export function ensureLibreOffice() {
  const path = libreOfficePath();
  const found = ensureDebianProgram({
    path,
    variable: 'SOFFICE_PATH',
    // Calc without the desktop: what a headless conversion needs.
    install: 'libreoffice-calc-nogui',
    name: 'LibreOffice',
  });
  if (found) return found;
  console.error(
    `LibreOffice not found at ${path}. Install it (Debian: sudo apt-get install libreoffice-calc-nogui) ` +
      'or point SOFFICE_PATH at a soffice binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureLibreOffice());
