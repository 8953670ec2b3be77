// The one test for "the storage is full" (decision record 019): uploads answer 507 with the German
// message, invoices are issued without their stored document until there is space again.

/** No space left on the device, or the quota used up. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
