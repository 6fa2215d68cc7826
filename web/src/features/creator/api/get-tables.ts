import { contract } from "@shared/contract/routes";
import { call, useCall } from "@/lib/api-client";
import { urlOf } from "@/lib/url-of";

export const TABLES_KEY = urlOf(contract.creator.tables);

export const getTables = () => call(contract.creator.tables);

/** Each entity of the single table, as a "table" with its row count. */
export function useTables() {
  const { data, error, isLoading, mutate } = useCall(contract.creator.tables);
  return { tables: data, error, isLoading, mutate };
}
