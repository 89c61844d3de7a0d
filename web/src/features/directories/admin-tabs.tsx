/** Tabs this feature adds to the admin panel. */
export function DirectoryTab() {
  return <p className="text-stone-700">Management of directory listings arrives with the directories feature.</p>;
}

