import { useRef, useState } from "react";
import { useSWRConfig } from "swr";
import type { ResponseOf, contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";
import { logPageQuery, type LogRangeId } from "../lib/log-range";
import { useListRefresh } from "./use-list-refresh";
import { type ToastText } from "@shared/messages";

type LogRoute = typeof contract.creator.logs | typeof contract.creator.errors;

/**
 * A paged log view (API logs, errors): a time range, newest first, older and newer pages by the
 * server's cursor. The window's end is fixed when the range is chosen or Refresh is pressed.
 */
export function useLogPages<R extends LogRoute>(route: R, refreshed?: ToastText) {
  type Page = ResponseOf<R>;
  const logs: LogRoute = route;
  const [range, setRangeId] = useState<LogRangeId>("24h");
  const [to, setTo] = useState(() => Date.now());
  const [cursors, setCursors] = useState<string[]>([]);
  const answer = useCall(logs, { query: logPageQuery(range, to, cursors.at(-1)) }, { keepPreviousData: true });
  // Both log routes take the same query; each answers its own kind of entry.
  const { data, error, isLoading } = answer as Omit<typeof answer, "data"> & { data?: Page };
  const { mutate } = useSWRConfig();

  // Refresh: the same range up to now, from its first page; the old page stays if it fails.
  const nextTo = useRef(to);
  const { refreshing, refresh } = useListRefresh<Page>(
    (async (fetched: Promise<Page>) => {
      const page = await fetched;
      await mutate(urlOf(logs, { query: logPageQuery(range, nextTo.current) }), page, { revalidate: false });
      setTo(nextTo.current);
      setCursors([]);
      return page;
    }) as never,
    () => {
      nextTo.current = Date.now();
      return call(logs, { query: logPageQuery(range, nextTo.current) }) as Promise<Page>;
    },
    refreshed,
  );

  const nextCursor = data?.nextCursor;
  return {
    page: data,
    error,
    isLoading: isLoading && !data,
    range,
    setRange: (id: LogRangeId) => {
      setRangeId(id);
      setTo(Date.now());
      setCursors([]);
    },
    pageNumber: cursors.length + 1,
    older: nextCursor ? () => setCursors([...cursors, nextCursor]) : undefined,
    newer: cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    refreshing,
    refresh,
  };
}
