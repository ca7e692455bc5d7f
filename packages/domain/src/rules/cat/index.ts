// The adaptive testing (CAT) engine: 3PL items, EAP ability, maximum-information selection with
// randomesque and an exposure cap, content balancing and the stop rule. Pure; the server persists.
export * from './irt-model';
export * from './ability-estimate';
export * from './cat-settings';
export * from './stopping-rule';
export * from './item-bank';
export * from './item-selection';
export * from './content-balance';
export * from './exposure-control';
export * from './cat-session';
export * from './cat-report';
