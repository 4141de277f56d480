// The search feature's face for app/: the panel is downloaded when a fan first opens it.
export const loadSearchPanel = () => import('./search-panel-container');
