/** A tel: link for a phone number as printed, such as (717) 555-0148. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
