/** Tab styles (Radix Tabs triggers and lists), so every tab strip of the site looks alike. */

/** A segmented control of equal-width tabs, as in the account and admin login dialogs. */
export const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** Section tabs that size to their labels, on a grey strip (the admin dashboard). */
export const sectionTabTriggerClass =
  "rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-stone-700 hover:bg-white hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/** Equal tabs on phones that size to their labels from the small breakpoint (the analytics views). */
export const viewTabTriggerClass =
  "min-h-10 flex-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-stone-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none sm:px-4";
