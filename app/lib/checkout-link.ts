/** spec §2: calls to action load /checkout?service={service} in the whole window. */
export function checkoutHref(service?: string): string {
  return service ? `/checkout?service=${encodeURIComponent(service)}` : '/checkout';
}
