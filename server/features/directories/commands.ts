import type { Db } from "../../db/client";
import { audited, type AuditActor } from "../accounts/audit";
import * as service from "./service";

type Kind = "restaurant" | "business";

/** What an admin change is called in the audit log: hide/unhide when only `hidden` changes. */
function changeAction(kind: Kind, change: Record<string, unknown>) {
  const keys = Object.keys(change);
  if (keys.length === 1 && keys[0] === "hidden") return `${kind}.${change.hidden ? "hide" : "unhide"}`;
  return `${kind}.update`;
}

type Store<Input, Row> = {
  create: (db: Db, values: Input) => Promise<Row>;
  update: (db: Db, id: number, change: Partial<Input>) => Promise<Row>;
  remove: (db: Db, id: number) => Promise<{ id: number; name: string }>;
};

/** The admin changes of one kind of listing; each is written with its audit line in one transaction. */
function listingCommands<Input, Row extends { id: number; name: string }>(kind: Kind, store: Store<Input, Row>) {
  return {
    create: (db: Db, actor: AuditActor, values: Input) =>
      audited(
        db,
        actor,
        (tx) => store.create(tx, values),
        (created) => ({ action: `${kind}.create`, targetType: kind, targetId: created.id, details: { name: created.name } }),
      ),
    update: (db: Db, actor: AuditActor, id: number, change: Partial<Input>) =>
      audited(
        db,
        actor,
        (tx) => store.update(tx, id, change),
        (updated) => ({
          action: changeAction(kind, change as Record<string, unknown>),
          targetType: kind,
          targetId: id,
          details: { name: updated.name, fields: Object.keys(change as object) },
        }),
      ),
    remove: (db: Db, actor: AuditActor, id: number) =>
      audited(
        db,
        actor,
        (tx) => store.remove(tx, id),
        (removed) => ({ action: `${kind}.delete`, targetType: kind, targetId: id, details: { name: removed.name } }),
      ),
  };
}

export const restaurantCommands = listingCommands("restaurant", {
  create: service.createRestaurant,
  update: service.updateRestaurant,
  remove: service.deleteRestaurant,
});

export const businessCommands = listingCommands("business", {
  create: service.createBusiness,
  update: service.updateBusiness,
  remove: service.deleteBusiness,
});
