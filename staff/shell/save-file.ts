/** A file as saved: its content and the name the API gave it (null when it gave none). */
export interface SavedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * Saves a fetched file through a Blob URL and a download link: a plain link to the API could not send the token.
 * The name is the one the API gave, else `fallbackName`.
 */
export function saveFile({ blob, fileName }: SavedFile, fallbackName: string, page: Document = document) {
  const url = URL.createObjectURL(blob);
  const link = page.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.hidden = true;
  page.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has started the download; revoked at once, some browsers would save nothing.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
