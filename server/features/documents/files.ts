import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentFiles } from "./schema";

/** A document's PDF, stored in parts in the database: written at upload, read for download and extraction. */

/** Each part of a stored file: small enough that one statement stays short on the embedded engine. */
export const FILE_PART_BYTES = 128 * 1024;

export async function writeFile(db: Db, documentId: number, bytes: Uint8Array) {
  for (let part = 0, at = 0; at < bytes.byteLength; part++, at += FILE_PART_BYTES) {
    await db.insert(documentFiles).values({ documentId, part, data: bytes.subarray(at, at + FILE_PART_BYTES) });
    await yieldToEventLoop();
  }
}

/** The stored file's parts, one statement each, in order. */
export async function* fileParts(db: Db, documentId: number): AsyncGenerator<Uint8Array> {
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ data: documentFiles.data })
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.part, part)));
    if (!row) return;
    yield row.data;
    await yieldToEventLoop();
  }
}

/** The whole stored file, or null when it is missing or incomplete. */
export async function readFile(db: Db, id: number, expectedBytes: number): Promise<Uint8Array | null> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const p of fileParts(db, id)) {
    parts.push(p);
    total += p.byteLength;
  }
  if (total === 0 || total !== expectedBytes) return null;
  return Buffer.concat(parts);
}
