/*
 * The CAT result's chart, in a module of its own so the result page can load it lazily (recharts
 * only with a CAT's result). Importing '@portal/ui/charts' itself dynamically broke once the stats
 * page imported the same entry statically: the build shared one chunk between them whose exports
 * are minified names, and `module.CatAbilityChart` was undefined (the result page showed the error
 * page). This module's own chunk re-exports the component by name.
 */
export { CatAbilityChart } from '@portal/ui/charts';
