import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff, Pencil, Plus, Trash2 } from "lucide-react";
import * as Dialog from "@radix-ui/react-dialog";
import { errorMessage } from "@web/lib/request";
import { Badge, Button } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { changedFields, ListingDialog, type Kind, type Listing } from "./admin-form";
import { adminListingsQuery, createListing, listingKeys, removeListing, updateListing } from "./admin-api";
import { controlClass } from "@web/ui/form";

/** Tabs this feature adds to the admin panel. */

const NAMES: Record<Kind, { plural: string; title: string }> = {
  restaurant: { plural: "restaurants", title: "Restaurant" },
  business: { plural: "businesses", title: "Business" },
};

function ConfirmRemove({ item, onConfirm, onCancel }: { item: Listing; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/3 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-brand-800">Remove {item.name}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            The listing is deleted for good. To take it off the public directory for a while, hide it instead.
          </Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              Remove
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ListingManager({ kind }: { kind: Kind }) {
  const api = NAMES[kind];
  const qc = useQueryClient();
  const list = useQuery(adminListingsQuery(kind));
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Listing | "new" | null>(null);
  const [removing, setRemoving] = useState<Listing | null>(null);

  const refresh = async () => {
    await Promise.all(listingKeys(kind).map((queryKey) => qc.invalidateQueries({ queryKey })));
  };

  const save = async (payload: Record<string, unknown>) => {
    if (editing && editing !== "new") {
      const change = changedFields(editing, payload);
      if (Object.keys(change).length === 0) {
        setEditing(null);
        toast({ title: "No changes", description: `${editing.name} is unchanged.` });
        return;
      }
      await updateListing(kind, editing.id, change).catch((err) => {
        throw new Error(errorMessage(err, "Saving failed"));
      });
      toast({ title: `${api.title} updated`, description: String(payload.name), variant: "success" });
    } else {
      await createListing(kind, payload).catch((err) => {
        throw new Error(errorMessage(err, "Saving failed"));
      });
      toast({ title: `${api.title} added`, description: String(payload.name), variant: "success" });
    }
    setEditing(null);
    await refresh();
  };

  const toggleHidden = useMutation({
    meta: { errorTitle: "Change failed", errorFallback: "Please try again." },
    mutationFn: (item: Listing) => updateListing(kind, item.id, { hidden: !item.hidden }),
    onSuccess: async (_r, item) => {
      toast({ title: item.hidden ? "Listing shown" : "Listing hidden", description: item.name, variant: "success" });
      await refresh();
    },
  });

  const remove = useMutation({
    meta: { errorTitle: "Removal failed", errorFallback: "Please try again." },
    mutationFn: (item: Listing) => removeListing(kind, item.id),
    onSuccess: async (_r, item) => {
      toast({ title: "Listing removed", description: item.name, variant: "success" });
      await refresh();
    },
  });

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (list.data ?? []).filter((x) => !q || x.name.toLowerCase().includes(q));
  }, [list.data, search]);

  return (
    <section aria-labelledby={`${kind}-admin-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${kind}-admin-heading`} className="text-xl font-semibold text-brand-800">
          {api.title === "Business" ? "Businesses" : "Restaurants"}{" "}
          {list.data && <span className="text-base font-normal text-stone-700">({list.data.length})</span>}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${kind}-admin-search`} className="mb-1 block text-sm font-medium text-stone-800">
              Find by name
            </label>
            <input
              id={`${kind}-admin-search`}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={controlClass}
            />
          </div>
          <Button onClick={() => setEditing("new")}>
            <Plus className="h-4 w-4" aria-hidden />
            Add {kind}
          </Button>
        </div>
      </div>
      {list.isLoading && <p role="status">Loading {api.plural}…</p>}
      {list.error && (
        <p role="alert" className="text-red-800">
          Could not load the {api.plural}: {errorMessage(list.error, "unknown error")}
        </p>
      )}
      {list.data && shown.length === 0 && <p className="text-stone-700">No {api.plural} {search ? "match that name" : "yet"}.</p>}
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {shown.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{item.name}</p>
              <p className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700">
                {"cuisine" in item ? item.cuisine : item.category}
                {("featured" in item ? item.featured : item.isFeatured) && <Badge tone="good">Featured</Badge>}
                {item.hidden && <Badge tone="bad">Hidden</Badge>}
                {item.isSample && <Badge tone="warn">Sample</Badge>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" className="min-h-9 px-3" onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
                <Pencil className="h-4 w-4" aria-hidden />
                Edit
              </Button>
              <Button
                variant="secondary"
                className="min-h-9 px-3"
                onClick={() => toggleHidden.mutate(item)}
                disabled={toggleHidden.isPending}
                aria-label={`${item.hidden ? "Unhide" : "Hide"} ${item.name}`}
              >
                {item.hidden ? <Eye className="h-4 w-4" aria-hidden /> : <EyeOff className="h-4 w-4" aria-hidden />}
                {item.hidden ? "Unhide" : "Hide"}
              </Button>
              <Button variant="danger" className="min-h-9 px-3" onClick={() => setRemoving(item)} aria-label={`Remove ${item.name}`}>
                <Trash2 className="h-4 w-4" aria-hidden />
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <ListingDialog
          key={editing === "new" ? "new" : editing.id}
          kind={kind}
          item={editing === "new" ? null : editing}
          open
          onOpenChange={(o) => !o && setEditing(null)}
          onSave={save}
        />
      )}
      {removing && (
        <ConfirmRemove
          item={removing}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            remove.mutate(removing);
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}

/** Directory management: restaurants and businesses, add, edit, hide/unhide and remove. */
export function DirectoryTab() {
  const [kind, setKind] = useState<Kind>("restaurant");
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Directory" className="inline-flex w-fit rounded-lg border border-stone-300 bg-white p-1">
        {(["restaurant", "business"] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={
              kind === k
                ? "rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white"
                : "rounded-md px-4 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            }
          >
            {k === "restaurant" ? "Restaurants" : "Businesses"}
          </button>
        ))}
      </div>
      <ListingManager key={kind} kind={kind} />
    </div>
  );
}
