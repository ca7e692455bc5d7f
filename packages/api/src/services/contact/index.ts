export * from './contact-keys';
export * from './post-contact-message';
export * from './support-threads';
