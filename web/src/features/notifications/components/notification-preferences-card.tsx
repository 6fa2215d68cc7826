import { must } from "@shared/must";
import { BellRing, MailWarning, Smartphone, Trash2 } from "lucide-react";
import { useState } from "react";
import type { NotificationPreferences } from "@shared/notification-preferences";
import {
  notificationChannels,
  notificationTypeLabels,
  notificationTypes,
  type NotificationChannel,
  type NotificationType,
} from "@shared/notification-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast-store";
import {
  addPushSubscription,
  removePushSubscription,
  resumeEmail,
  saveNotificationPreferences,
  useNotificationSettings,
  type NotificationSettings,
} from "@/features/notifications/lib/notification-settings";
import { subscribeThisDevice } from "@/features/notifications/lib/push-device";
import { QuietHoursFields } from "./quiet-hours-fields";
import { toasts } from "@shared/messages";
import { WrapAtDots } from "@/components/ui/wrap-at-dots";

const CHANNEL_LABELS: Record<NotificationChannel, string> = { bell: "Bell", email: "E-mail", push: "Push" };

/** Profile settings: which notifications arrive where, quiet hours, e-mail status and push devices. */
export function NotificationPreferencesCard() {
  const { settings, mutate } = useNotificationSettings();
  const [busy, setBusy] = useState(false);
  if (!settings) return null;

  const save = async (preferences: NotificationPreferences) => {
    await mutate({ ...settings, preferences }, { revalidate: false });
    try {
      await mutate(await saveNotificationPreferences(preferences), { revalidate: false });
    } catch {
      toast({ ...toasts.notificationSettingsNotSaved, variant: "destructive" });
      await mutate();
    }
  };
  const toggle = (type: NotificationType, channel: NotificationChannel, on: boolean) =>
    save({
      ...settings.preferences,
      channels: { ...settings.preferences.channels, [type]: { ...settings.preferences.channels[type], [channel]: on } },
    });

  const enablePush = async () => {
    if (!settings.push.publicKey) return;
    setBusy(true);
    try {
      const setup = await subscribeThisDevice(settings.push.publicKey);
      if (!setup.ok) return toast({ ...setup.refused, variant: "destructive" });
      await addPushSubscription(setup.subscription);
      toast({ ...toasts.pushTurnedOn, variant: "success" });
      await mutate();
    } catch {
      toast({ ...toasts.pushNotTurnedOn, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card id="notifications">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-4 text-pitch-600" /> Notifications
        </CardTitle>
        <CardDescription>
          Choose what reaches you in the bell, by e-mail
          {settings.email.address && (
            <>
              {" ("}
              <WrapAtDots text={settings.email.address} />)
            </>
          )}{" "}
          and as push on your devices.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {settings.email.stopped && (
          <EmailStopped settings={settings} onResume={async () => mutate(await resumeEmail(), { revalidate: false })} />
        )}
        <div role="table" aria-label="Notification channels" className="divide-y divide-slate-100">
          <div
            role="row"
            className="hidden grid-cols-[1fr_repeat(3,4.5rem)] pb-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:grid"
          >
            <span role="columnheader">Type</span>
            {notificationChannels.map((c) => (
              <span role="columnheader" key={c} className="text-center">
                {CHANNEL_LABELS[c]}
              </span>
            ))}
          </div>
          {notificationTypes.map((type) => (
            <div role="row" key={type} className="grid gap-2 py-3 sm:grid-cols-[1fr_repeat(3,4.5rem)] sm:items-center sm:gap-0">
              <div role="rowheader">
                <div className="text-sm font-medium text-slate-900">{notificationTypeLabels[type].label}</div>
                <div className="text-xs text-slate-500">{notificationTypeLabels[type].description}</div>
              </div>
              <div className="flex gap-6 sm:contents">
                {notificationChannels.map((channel) => (
                  <label role="cell" key={channel} className="flex items-center gap-2 text-xs text-slate-600 sm:justify-center">
                    <Switch
                      checked={settings.preferences.channels[type][channel]}
                      onCheckedChange={(on) => toggle(type, channel, on)}
                      aria-label={`${notificationTypeLabels[type].label}: ${CHANNEL_LABELS[channel]}`}
                    />
                    <span className="sm:hidden">{CHANNEL_LABELS[channel]}</span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
        <QuietHoursFields
          value={settings.preferences.quietHours}
          onChange={(quietHours) => save({ ...settings.preferences, quietHours })}
        />
        <PushDevices settings={settings} busy={busy} onEnable={enablePush} onRemoved={() => mutate()} />
      </CardContent>
    </Card>
  );
}

function EmailStopped({ settings, onResume }: { settings: NotificationSettings; onResume: () => Promise<unknown> }) {
  const stopped = must(settings.email.stopped, "why e-mail stopped");
  const why = stopped.reason === "bounce" ? "your mail server refused our last e-mail" : "one of our e-mails was reported as spam";
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-5 shrink-0" />
      <p className="flex-1">
        E-mail to <strong className="break-all">{settings.email.address}</strong> is stopped since{" "}
        {new Date(stopped.at).toLocaleDateString()}: {why}. The bell and push still work.
      </p>
      <Button variant="outline" size="sm" onClick={() => void onResume()}>
        Send e-mail again
      </Button>
    </div>
  );
}

function PushDevices({
  settings,
  busy,
  onEnable,
  onRemoved,
}: {
  settings: NotificationSettings;
  busy: boolean;
  onEnable: () => void;
  onRemoved: () => void;
}) {
  if (!settings.push.publicKey) return null;
  const remove = async (id: string) => {
    try {
      await removePushSubscription(id);
    } catch {
      toast({ ...toasts.deviceNotRemoved, variant: "destructive" });
    }
    onRemoved();
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <div className="text-sm font-medium text-slate-900">Push on your devices</div>
          <div className="text-xs text-slate-500">
            {settings.push.devices.length === 0 ? "No device gets push yet." : `${settings.push.devices.length} device(s) get push.`}
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onEnable} disabled={busy}>
          <Smartphone /> Turn on push on this device
        </Button>
      </div>
      {settings.push.devices.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {settings.push.devices.map((d) => (
            <li key={d.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 truncate text-slate-700" title={d.userAgent ?? undefined}>
                {d.userAgent ?? "A browser"}
              </span>
              <span className="hidden text-xs text-slate-500 sm:inline">since {new Date(d.createdAt).toLocaleDateString()}</span>
              <Button variant="ghost" size="sm" aria-label="Remove device" onClick={() => void remove(d.id)}>
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
