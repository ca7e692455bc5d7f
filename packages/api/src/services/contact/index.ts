export * from './contact-keys';
export * from './post-contact-message';
