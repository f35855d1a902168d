/**
 * These two answers mean the token is dead or not ours: reset it.
 * @example isAuthFailure(403, { message: 'explicit deny' }) //=> true
 */
export function isAuthFailure(status: number, body: unknown): boolean {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return (
    (status === 401 && record.error === 'Unauthorized') ||
    (status === 403 && record.message === 'explicit deny')
  );
}
