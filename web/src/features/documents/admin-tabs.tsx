/** Tabs this feature adds to the admin panel. */
export function DocumentsTab() {
  return <p className="text-stone-700">Management of documents arrives with the documents feature.</p>;
}

export function UploadTab() {
  return <p className="text-stone-700">Management of documents arrives with the documents feature.</p>;
}

