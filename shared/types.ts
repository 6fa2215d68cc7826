/** Shapes of API answers shared by the functions and the SPA (product.md §3). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  username: string;
  isCreator: boolean;
}

export interface UserLeague {
  id: string;
  name: string;
  code: string;
  seasonName: string;
  isDraftMode: boolean;
  isAdmin: boolean;
  isCreator: boolean;
  leagueUser: { id: string; isAdmin: boolean; username: string };
  /**
   * What the league's board screen shows, as one version (the realtime room's): a subscribe or a
   * board change at this version changes nothing the page read with it (decision 0325).
   */
  version: string;
}

export interface LeagueLookup {
  id: string;
  name: string;
  code: string;
  seasonName: string;
  isDraftMode: boolean;
}

export interface LeagueUserView {
  id: string;
  userId: string;
  leagueId: string;
  username: string;
  /** Only in an admin's view: members do not see each other's e-mails. */
  email?: string;
  isAdmin: boolean;
  isArchived: boolean;
  joinedAt: string;
}

export interface ApiErrorBody {
  message: string;
  code?: string;
}
