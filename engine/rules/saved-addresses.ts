/**
 * Saved delivery addresses (doc 2 §4, §9): up to 5, newest first.
 */

export const MAX_SAVED_ADDRESSES = 5;

/**
 * Puts an address first, drops an older copy with the same uuid, and keeps the 5 newest.
 */
export function addSavedAddress<A extends { uuid: string }>(saved: readonly A[], address: A): A[] {
  return [address, ...saved.filter((a) => a.uuid !== address.uuid)].slice(0, MAX_SAVED_ADDRESSES);
}

/** Removes a saved address by uuid. */
export function removeSavedAddress<A extends { uuid: string }>(saved: readonly A[], uuid: string): A[] {
  return saved.filter((a) => a.uuid !== uuid);
}
