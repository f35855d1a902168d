/** The small pieces every rendered message shares: times as guests read them, and safe HTML. */
/** '19:30:00' (a database time) reads as '19:30'; guests never see seconds. */
export function hourMinute(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : time;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function multiline(value: string): string {
  return value.split('\n').map(escapeHtml).join('<br>');
}

export function htmlDocument(language: string, body: string[]): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5">${body.join('\n')}</body></html>`;
}
