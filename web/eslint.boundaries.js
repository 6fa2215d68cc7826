// Feature-folder import boundaries for the SPA (issue 13): the `forms` work fills this with flat-config
// objects (e.g. no-restricted-imports per features/* folder); eslint.config.js spreads it in.
export const featureBoundaries = [];
