import { ChevronDown, ChevronRight } from "lucide-react";
import { AdminBadge } from "@/components/ui/mode-badge";
import { SpacerBody } from "@/components/ui/spacer-row";
import { usePageRows } from "@/lib/use-page-rows";
import type { DraftUser } from "@/features/league-admin/lib/user-management/get-draft-users";
import { pickStatus } from "@/features/league-admin/lib/pick-status";
import { DraftPicksCount, FinalPicksCount } from "./pick-counts";
import { UserPicksDetails } from "./user-picks-details";
import { UserRowActions, type RowPermissions } from "./user-row-actions";

interface UsersViewProps {
  users: DraftUser[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  permissions: RowPermissions;
}

/** A closed row is about this tall; open ones measure themselves. */
const ROW_ESTIMATE_PX = 49;

/**
 * Desktop: one row per member; a row opens to their picks. The page scrolls as usual but only the
 * members near the screen are rendered (each in its own `tbody`, with its picks row when open),
 * under a header that sticks below the app bar; `aria-rowcount`/`aria-rowindex` keep the whole
 * table's size and each member's place for screen readers.
 */
export function UsersTable({ users, expanded, onToggle, permissions }: UsersViewProps) {
  const { list, rows, measure, padTop, padBottom } = usePageRows<HTMLTableElement>({
    count: users.length,
    estimate: ROW_ESTIMATE_PX,
    getKey: (index) => users[index].id,
  });
  return (
    <table ref={list} className="w-full table-fixed text-sm" aria-label="League users" aria-rowcount={users.length + 1}>
      <thead className="sticky top-16 z-10 bg-white shadow-[0_1px_0_var(--color-slate-200)]">
        <tr aria-rowindex={1} className="text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <th scope="col" className="w-12 py-2.5 pl-4">
            <span className="sr-only">Expand</span>
          </th>
          <th scope="col" className="px-2 py-2.5">
            Username
          </th>
          <th scope="col" className="w-[30%] px-2 py-2.5">
            E-mail
          </th>
          <th scope="col" className="w-40 px-2 py-2.5">
            Draft Status
          </th>
          <th scope="col" className="w-28 px-2 py-2.5">
            Final Picks
          </th>
          <th scope="col" className="w-32 py-2.5 pl-2 pr-4 text-right">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <SpacerBody height={padTop} columns={6} />
      {rows.map((row) => {
        const u = users[row.index];
        const open = expanded.has(u.id);
        return (
          <tbody key={row.key} ref={measure} data-index={row.index}>
            <tr aria-rowindex={row.index + 2} className="border-b border-slate-100 hover:bg-slate-50/60" data-testid="user-row">
              <td className="py-2 pl-4">
                <button
                  type="button"
                  onClick={() => onToggle(u.id)}
                  aria-expanded={open}
                  aria-label={`${open ? "Hide" : "Show"} picks of ${u.username}`}
                  className="rounded-md p-1 text-slate-500 hover:bg-slate-100"
                >
                  {open ? <ChevronDown className="size-4" /> : <ChevronRight className="size-4" />}
                </button>
              </td>
              <td className="px-2 py-2">
                <span className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
                  <span className="truncate" title={u.username}>
                    {u.username}
                  </span>
                  {u.isAdmin && <AdminBadge />}
                </span>
              </td>
              <td className="truncate px-2 py-2 text-slate-600" title={u.email}>
                {u.email}
              </td>
              <td className="px-2 py-2">
                <DraftPicksCount count={u.tempPicksCount} />
              </td>
              <td className="px-2 py-2">
                <FinalPicksCount count={u.finalPicksCount} extra={u.extraPicksCount} />
              </td>
              <td className="py-2 pl-2 pr-4">
                <UserRowActions user={u} permissions={permissions} />
              </td>
            </tr>
            {open && (
              <tr className="border-b border-slate-100 bg-slate-50/70">
                <td />
                <td colSpan={5} className="py-4 pl-2 pr-4">
                  <UserPicksDetails leagueUserId={u.id} status={pickStatus(u.finalPicksCount, u.tempPicksCount)} />
                </td>
              </tr>
            )}
          </tbody>
        );
      })}
      <SpacerBody height={padBottom} columns={6} />
    </table>
  );
}

export type { UsersViewProps };
