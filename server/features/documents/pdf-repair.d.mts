/** Types of pdf-repair.mjs (plain JavaScript, so that it loads in the extraction worker under any runner). */
export function endsLikePdf(bytes: Uint8Array): boolean;
export function withTrailer(bytes: Uint8Array): Uint8Array | null;
export function watchPdfWarnings(): { readonly rebuilt: boolean; readonly declaredPages: number | null; stop(): void };
