/** Tabs this feature adds to the admin panel. */
export { DocumentsTab } from "./DocumentsTab";
export { UploadTab } from "./UploadTab";
