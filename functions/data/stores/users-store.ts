import { defaultUsername, signInDisplayName } from "../../../shared/username";
import { User, type UserItem } from "../entities/user";

/**
 * Users: created on first sign-in, refreshed on each sign-in. The display name starts as the
 * name typed at sign-in; a user still on the old default (the e-mail's local part, which they
 * never changed) takes the typed name at their next sign-in, so leagues and mails greet them by it.
 */
export async function upsertUserOnSignIn(input: { userId: string; email: string; name: string }): Promise<UserItem> {
  const now = new Date().toISOString();
  const existing = (await User.get({ userId: input.userId }).go()).data;
  if (existing) {
    const stillDefault = existing.username === defaultUsername(existing.email);
    const updated = await User.patch({ userId: input.userId })
      .set({
        email: input.email,
        name: input.name,
        lastSeenAt: now,
        ...(stillDefault ? { username: signInDisplayName(input.name, input.email) } : {}),
      })
      .go({ response: "all_new" });
    return updated.data as UserItem;
  }
  const created = await User.put({
    userId: input.userId,
    email: input.email,
    name: input.name,
    username: signInDisplayName(input.name, input.email),
    createdAt: now,
    lastSeenAt: now,
  }).go();
  return created.data;
}

export async function getUser(userId: string): Promise<UserItem | undefined> {
  return (await User.get({ userId }).go()).data ?? undefined;
}

export async function setUsername(userId: string, username: string): Promise<void> {
  await User.patch({ userId }).set({ username }).go();
}

export async function deleteUser(userId: string): Promise<void> {
  await User.delete({ userId }).go();
}

export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  return (await User.query.byEmail({ email }).go()).data[0];
}
