import { ApiError } from "./api-error";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * The one way the SPA talks to the API: cookies included, JSON both ways. Mutations always
 * carry a JSON body (`{}` when empty) because the server's CSRF guard refuses any other type.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const mutation = method !== "GET";
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: mutation ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
    body: mutation ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>("GET", path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>("DELETE", path, body),
};

/** SWR's default fetcher: the key is the URL. */
export const swrFetcher = <T>(key: string) => api.get<T>(key);
