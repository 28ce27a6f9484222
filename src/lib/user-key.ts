/**
 * Who a user is, for anything kept or compared per user on this device (the shortlist, a return link left by
 * an ended session; docs/architecture.md#session). The email is kept as it was typed, and the same person may
 * type it as 'Alice@uni.example ' one day and 'alice@uni.example' the next: both are one key.
 */
export function userKey(username: string): string {
  return username.trim().toLowerCase();
}
