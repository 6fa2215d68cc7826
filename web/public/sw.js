/*
 * Treble's service worker: shows the app's web push messages and opens the app where the
 * notification points. The payload is { title, body, url, tag } (functions/notifications/push.ts).
 */
self.addEventListener("push", (event) => {
  let message = { title: "Treble", body: "", url: "/home", tag: "treble" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url } }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only paths inside the app: the server sends nothing else, and the worker checks anyway.
  const path =
    typeof event.notification.data?.url === "string" && event.notification.data.url.startsWith("/") ? event.notification.data.url : "/home";
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin));
      if (open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
