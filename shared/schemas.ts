/**
 * One schema per input, used by both the API (validation) and the SPA (forms), kept in one file per
 * area: a request half imports its area's file, so a function bundle builds only its group's schemas
 * (built at import, every form's schemas were ~8 ms of each validating function's cold start). The
 * SPA's forms import them from here.
 */
export * from "./league-schemas";
export * from "./picks-schemas";
export * from "./draft-schemas";
export * from "./member-schemas";
export * from "./notification-schemas";
