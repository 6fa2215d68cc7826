import { useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { apiRequest } from "@/lib/api-client";
import { logPageUrl, type LogPage, type LogRangeId } from "../lib/log-range";
import { useListRefresh } from "./use-list-refresh";

/**
 * A paged log view (API logs, errors): a time range, newest first, older and newer pages by the
 * server's cursor. The window's end is fixed when the range is chosen or Refresh is pressed.
 */
export function useLogPages<T>(base: string, refreshedTitle?: string) {
  const [range, setRangeId] = useState<LogRangeId>("24h");
  const [to, setTo] = useState(() => Date.now());
  const [cursors, setCursors] = useState<string[]>([]);
  const key = logPageUrl(base, range, to, cursors.at(-1));
  const { data, error, isLoading } = useSWR<LogPage<T>>(key, (url: string) => apiRequest<LogPage<T>>("GET", url), {
    keepPreviousData: true,
  });
  const { mutate } = useSWRConfig();

  // Refresh: the same range up to now, from its first page; the old page stays if it fails.
  const nextTo = useRef(to);
  const { refreshing, refresh } = useListRefresh<LogPage<T>>(
    (async (fetched: Promise<LogPage<T>>) => {
      const page = await fetched;
      await mutate(logPageUrl(base, range, nextTo.current), page, { revalidate: false });
      setTo(nextTo.current);
      setCursors([]);
      return page;
    }) as never,
    () => {
      nextTo.current = Date.now();
      return apiRequest<LogPage<T>>("GET", logPageUrl(base, range, nextTo.current));
    },
    refreshedTitle,
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
