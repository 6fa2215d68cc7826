import { BellPlus } from "lucide-react";
import { notificationTypeLabels, notificationTypes } from "@shared/notification-types";
import * as z from "zod/mini";
import { testNotificationBody } from "@shared/schemas";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast-store";
import { handledAsUnauthorized } from "@/lib/session/unauthorized";
import { useSchemaForm } from "@/lib/use-schema-form";
import { createTestNotification } from "../api/create-test-notification";
import { NOTIFICATIONS_KEY, type NotificationType } from "../api/get-notifications";
import { toasts } from "@shared/messages";
import { failureToast } from "@/lib/api-error";

// Every type, so an admin can see how each looks in the bell, the inbox and on a device.
const TYPES: Array<{ value: NotificationType; label: string }> = notificationTypes.map((value) => ({
  value,
  label: notificationTypeLabels[value].label,
}));

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-pitch-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-pitch-600/40";

/** The API's schema, with an empty Action URL field meaning none. */
const testNotificationForm = z.extend(testNotificationBody, {
  actionUrl: z.union([
    z.pipe(
      z.literal(""),
      z.transform(() => undefined),
    ),
    testNotificationBody.shape.actionUrl,
  ]),
});

/** 'Create Test Notification': sends the admin a notification of their own. */
export function TestNotificationCard() {
  const { mutate } = useSWRConfig();
  const form = useSchemaForm(testNotificationForm, {
    defaultValues: {
      type: "league_update",
      title: "Test notification",
      message: "This is what a Treble notification looks like.",
      actionUrl: "/leaderboard",
    },
  });
  const pending = form.formState.isSubmitting;

  const submit = form.submit(async (notification) => {
    try {
      await createTestNotification(notification);
      toast({ ...toasts.testNotificationCreated, variant: "success" });
      void mutate(NOTIFICATIONS_KEY);
    } catch (error) {
      if (!handledAsUnauthorized(error)) toast(failureToast(toasts.testNotificationFailed, error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create Test Notification</CardTitle>
        <CardDescription>Sent to you only, to check the bell, the badge and where a click leads.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor="test-type">Type</Label>
            <select id="test-type" className={`${fieldClass} h-10`} {...form.register("type")}>
              {TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="test-title">Title</Label>
            <Input id="test-title" maxLength={120} {...form.register("title")} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="test-message">Message</Label>
            <textarea id="test-message" rows={3} maxLength={500} className={`${fieldClass} py-2`} {...form.register("message")} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="test-action-url">Action URL</Label>
            <Input id="test-action-url" placeholder="/leaderboard" {...form.register("actionUrl")} />
            <p className="text-xs text-slate-500">A path in the app, opened when the notification is clicked. Optional.</p>
          </div>
          <Button type="submit" disabled={pending}>
            <BellPlus />
            {pending ? "Creating..." : "Create Test Notification"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
