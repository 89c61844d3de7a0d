/** Tabs this feature adds to the admin panel. */
export function InboxTab() {
  return <p className="text-stone-700">Management of contact messages arrives with the contact feature.</p>;
}

