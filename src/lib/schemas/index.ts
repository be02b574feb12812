/** The API bodies, one zod schema each, shared by the form islands and the functions. */
export * from './fields';
export * from './newsletter';
export * from './contact';
export * from './dealLead';
export * from './inflation';
export * from './inflationReport';
