/**
 * Secret santa exclusions and members who leave (docs/rules.md#secret-santa,
 * docs/decisions/037-santa-exclusions-and-departures.md): exclusions that would decide a recipient are
 * refused, each member sees the ones that concern them and no member ids; a santa whose recipient deleted
 * their account is told and offered a new recipient, and the repair changes nobody else's pair.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom } from "~/lib/random";
import { queryRows } from "~/models/db.server";
import { deleteAccount } from "~/services/account/personal-data.server";
import { localStorage } from "~/services/print/storage/local.server";
import {
  addExclusion,
  createGroup,
  drawNames,
  joinGroup,
  listGroups,
  loadGroupPage,
  loadInvitePreview,
  nobodyLeftToReassign,
  onlyOrganiser,
  reassignAfterDeparture,
  revealRecipient,
  revokeInvites,
  type GroupPage,
} from "~/services/santa/groups.server";
import { ORIGIN } from "../support/checkout-shopper";
import { setUpTestDb, stubTestEnv } from "../support/db";
import { verifiedUsers } from "../support/shoppers";

stubTestEnv();
const handle = setUpTestDb({ appDb: true });
const newUser = verifiedUsers(() => handle.db, "9662");
const NOW = new Date("2026-11-26T06:30:00Z");
const LATER = new Date("2026-11-27T06:30:00Z");
const EVENT = { eventDate: "2026-12-25", eventTime: "18:00", budgetPaise: 50_000 };
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "nukkad-santa-"));
const storage = localStorage({ rootDir: storageDir, secret: "santa-test-secret" });
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

const NAMES = ["Asha", "Ben", "Chitra", "Dev", "Esha", "Farid"];

/** A group of `size` members, Asha organising; each with an account and a member id. */
async function group(size: number) {
  const users = [];
  for (let i = 0; i < size; i++) users.push(await newUser());
  const groupId = await createGroup(handle.db, users[0]!.id, { groupName: "Family", name: NAMES[0]!, ...EVENT }, NOW);
  const page = await memberView(users[0]!.id, groupId);
  const invite = decodeURIComponent(new URL(page.organiser!.invitePath, ORIGIN).searchParams.get("invite") ?? "");
  for (let i = 1; i < size; i++) await joinGroup(handle.db, users[i]!.id, { groupId, invite, displayName: NAMES[i]! }, NOW);
  const rows = await queryRows<{ id: number }>(handle.db, sql`select id from santa_members where group_id = ${groupId} order by id`);
  const members = users.map((user, i) => ({ user, name: NAMES[i]!, id: rows[i]!.id }));
  return { groupId, members, organiser: users[0]! };
}

async function memberView(userId: number, groupId: number) {
  const page: GroupPage = await loadGroupPage(handle.db, userId, groupId, null);
  if (page.kind !== "member") throw new Error("a member's page");
  return page.view;
}

/** The drawn pairs, giver member id → receiver member id: the test's oracle, read past every page. */
async function pairs(groupId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ giver: number; receiver: number }>(
    handle.db,
    sql`select giver_member_id as giver, receiver_member_id as receiver from santa_assignments where group_id = ${groupId}`,
  );
  return new Map(rows.map((r) => [r.giver, r.receiver]));
}

async function exclusionRows(groupId: number) {
  return queryRows(
    handle.db,
    sql`select giver_member_id, receiver_member_id from santa_exclusions where group_id = ${groupId} order by 1, 2`,
  );
}

describe("an invite link opened logged out", () => {
  it("names the group and who invited, and refuses what the join page refuses", async () => {
    const { groupId, organiser } = await group(2);
    const page = await memberView(organiser.id, groupId);
    const invite = decodeURIComponent(new URL(page.organiser!.invitePath, ORIGIN).searchParams.get("invite") ?? "");
    expect(await loadInvitePreview(handle.db, groupId, invite)).toMatchObject({
      id: groupId,
      name: "Family",
      organiserName: "Asha",
      memberCount: 2,
      budgetPaise: 50_000,
      drawn: false,
    });
    await expect(loadInvitePreview(handle.db, groupId, "v1.AAAAAAAAAAAAAAAAAAAAAA")).rejects.toMatchObject({ status: 403 });
    await expect(loadInvitePreview(handle.db, groupId + 1_000_000, invite)).rejects.toMatchObject({ status: 404 });
    // A new link ends the old one for a logged-out friend too.
    await revokeInvites(handle.db, organiser.id, groupId);
    await expect(loadInvitePreview(handle.db, groupId, invite)).rejects.toMatchObject({ status: 403 });
  });
});

describe("exclusions", () => {
  it("refuses one that would leave a member fewer than two people to draw, naming them, and adds nothing", async () => {
    const { groupId, members, organiser } = await group(4);
    const [asha, ben, chitra, dev] = members.map((m) => m.id) as [number, number, number, number];
    await addExclusion(handle.db, organiser.id, { groupId, giver: asha, receiver: ben, bothWays: true });
    await expect(addExclusion(handle.db, organiser.id, { groupId, giver: asha, receiver: chitra, bothWays: false })).rejects.toMatchObject({
      status: 422,
      message:
        "Not added: Asha could only draw Dev. In a secret santa everyone must keep at least two people they might draw, so that no exclusion decides a recipient.",
    });
    // A couple that would squeeze someone goes in neither direction.
    await expect(addExclusion(handle.db, organiser.id, { groupId, giver: chitra, receiver: asha, bothWays: true })).rejects.toMatchObject({
      status: 422,
    });
    expect(await exclusionRows(groupId)).toHaveLength(2);
    // Two couples among four leave everyone two people.
    await addExclusion(handle.db, organiser.id, { groupId, giver: chitra, receiver: dev, bothWays: true });
    expect(await exclusionRows(groupId)).toHaveLength(4);
  });

  it("refuses the issue's forced draw: 4 members and 8 one-way exclusions never get past the first squeeze", async () => {
    const { groupId, members, organiser } = await group(4);
    const ids = members.map((m) => m.id);
    const next = (i: number) => ids[(i + 1) % 4]!;
    let refused = 0;
    for (const [i, giver] of ids.entries()) {
      for (const receiver of ids.filter((r) => r !== giver && r !== next(i))) {
        await addExclusion(handle.db, organiser.id, { groupId, giver, receiver, bothWays: false }).catch(() => (refused += 1));
      }
    }
    expect(refused).toBeGreaterThanOrEqual(4);
    const organiserView = await memberView(organiser.id, groupId);
    expect(organiserView.organiser?.drawProblem).toBeNull();
    // Whatever went in, every member keeps two possible recipients: over many draws each gets at least two.
    const seen = new Map(ids.map((id) => [id, new Set<number>()]));
    for (let seed = 1; seed <= 20; seed++) {
      await drawNames(handle.db, organiser.id, { groupId, confirmRedraw: false }, seededRandom(seed), NOW);
      for (const [giver, receiver] of await pairs(groupId)) seen.get(giver)!.add(receiver);
    }
    for (const id of ids) expect(seen.get(id)!.size).toBeGreaterThanOrEqual(2);
  });

  it("shows each member the exclusions that keep them from drawing someone, and no member ids", async () => {
    const { groupId, members, organiser } = await group(5);
    const [asha, ben, chitra, dev] = members.map((m) => m.id) as [number, number, number, number, number];
    await addExclusion(handle.db, organiser.id, { groupId, giver: asha, receiver: ben, bothWays: true });
    await addExclusion(handle.db, organiser.id, { groupId, giver: chitra, receiver: dev, bothWays: false });
    const view = (i: number) => memberView(members[i]!.user.id, groupId);
    expect((await view(0)).me.exclusions).toEqual([{ name: "Ben", bothWays: true }]);
    expect((await view(1)).me.exclusions).toEqual([{ name: "Asha", bothWays: true }]);
    expect((await view(2)).me.exclusions).toEqual([{ name: "Dev", bothWays: false }]);
    // A one-way exclusion shown to its receiver would say who is not their santa.
    const devView = await view(3);
    expect(devView.me.exclusions).toEqual([]);
    expect(devView.organiser).toBeNull();
    for (const member of devView.members) expect(Object.keys(member)).not.toContain("id");
    expect(devView.me).not.toHaveProperty("memberId");
    // The organiser's forms have the ids.
    expect((await view(0)).organiser?.members.map((m) => m.id)).toEqual(members.map((m) => m.id));
  });

  it("draws again only when the members who stay keep two people each, and says so before", async () => {
    const { groupId, members, organiser } = await group(5);
    const [asha, ben, chitra] = members.map((m) => m.id) as [number, number, number, number, number];
    await addExclusion(handle.db, organiser.id, { groupId, giver: asha, receiver: ben, bothWays: false });
    await addExclusion(handle.db, organiser.id, { groupId, giver: asha, receiver: chitra, bothWays: false });
    expect((await memberView(organiser.id, groupId)).organiser?.drawProblem).toBeNull();
    // Esha leaves: a draw exists, but Asha's recipient would be decided.
    await deleteAccount(handle.db, storage, { user: members[4]!.user, deviceId: null, acknowledgedWallet: true, now: NOW });
    const problem =
      "Asha can only draw Dev, and everyone must keep at least two people they might draw, so that no exclusion decides a recipient. Remove an exclusion.";
    expect((await memberView(organiser.id, groupId)).organiser?.drawProblem).toBe(problem);
    await expect(drawNames(handle.db, organiser.id, { groupId, confirmRedraw: false }, seededRandom(1), NOW)).rejects.toMatchObject({
      status: 422,
      message: problem,
    });
  });
});

describe("a member who deleted their account after the draw", () => {
  async function drawnThenLeft(leaverIndex: number) {
    const setup = await group(5);
    await drawNames(handle.db, setup.organiser.id, { groupId: setup.groupId, confirmRedraw: false }, seededRandom(5), NOW);
    const before = await pairs(setup.groupId);
    const leaver = setup.members[leaverIndex]!;
    const santa = setup.members.find((m) => before.get(m.id) === leaver.id)!;
    await deleteAccount(handle.db, storage, { user: leaver.user, deviceId: null, acknowledgedWallet: true, now: NOW });
    return { ...setup, before, leaver, santa };
  }

  it("tells their santa, who is offered a new recipient; the repair changes nobody else's", async () => {
    const { groupId, members, organiser, before, leaver, santa } = await drawnThenLeft(1);
    // The santa is told, on the group page and on the reveal page, instead of "You are buying for Deleted account".
    const santaView = await memberView(santa.user.id, groupId);
    expect(santaView.me.nobodyToBuyFor).toBe(true);
    expect(santaView.members.find((m) => m.displayName === "Deleted account")).toMatchObject({ left: true });
    expect(santaView.memberCount).toBe(4);
    expect(await listGroups(handle.db, santa.user.id)).toEqual([expect.objectContaining({ id: groupId, memberCount: 4 })]);
    const reveal = await revealRecipient(handle.db, santa.user.id, groupId, NOW);
    expect(reveal.recipientLeft).toBe(true);
    // The organiser learns how many santas lack a recipient, not who.
    expect((await memberView(organiser.id, groupId)).organiser?.leftAfterDraw).toBe(1);
    // Someone else (neither the organiser nor that santa) cannot reassign.
    const bystander = members.find((m) => m !== leaver && m !== santa && m.user.id !== organiser.id)!;
    await expect(reassignAfterDeparture(handle.db, bystander.user.id, groupId, seededRandom(1), LATER)).rejects.toMatchObject({
      status: 403,
      message: onlyOrganiser(),
    });

    expect(await reassignAfterDeparture(handle.db, santa.user.id, groupId, seededRandom(1), LATER)).toEqual({ changed: 1 });
    const after = await pairs(groupId);
    // The santa takes over whom the leaver was buying for; the leaver's pair goes; nobody else's moves.
    expect(after.get(santa.id)).toBe(before.get(leaver.id));
    expect(after.has(leaver.id)).toBe(false);
    for (const m of members) if (m !== santa && m !== leaver) expect(after.get(m.id)).toBe(before.get(m.id));
    const santaAfter = await memberView(santa.user.id, groupId);
    expect(santaAfter.me).toMatchObject({ nobodyToBuyFor: false, reassignedAt: LATER.toISOString() });
    expect((await memberView(bystander.user.id, groupId)).me.reassignedAt).toBeNull();
    const newRecipient = members.find((m) => m.id === before.get(leaver.id))!;
    expect(await revealRecipient(handle.db, santa.user.id, groupId, LATER)).toMatchObject({
      recipientLeft: false,
      recipient: { displayName: newRecipient.name },
    });
    expect((await memberView(organiser.id, groupId)).organiser?.leftAfterDraw).toBe(0);
    await expect(reassignAfterDeparture(handle.db, organiser.id, groupId, seededRandom(1), LATER)).rejects.toMatchObject({
      status: 409,
      message: nobodyLeftToReassign(),
    });
  });

  it("can be repaired by the organiser, and a new draw leaves the leaver out", async () => {
    const { groupId, organiser, leaver, santa } = await drawnThenLeft(2);
    expect(await reassignAfterDeparture(handle.db, organiser.id, groupId, seededRandom(2), LATER)).toMatchObject({ changed: 1 });
    expect((await memberView(santa.user.id, groupId)).me.nobodyToBuyFor).toBe(false);
    await drawNames(handle.db, organiser.id, { groupId, confirmRedraw: true }, seededRandom(3), LATER);
    const drawn = await pairs(groupId);
    expect(drawn.size).toBe(4);
    expect([...drawn.keys(), ...drawn.values()]).not.toContain(leaver.id);
  });

  it("leaves a group whose organiser left repairable by the santa", async () => {
    const { groupId, before, leaver, santa } = await drawnThenLeft(0);
    expect(leaver.name).toBe("Asha");
    expect(await reassignAfterDeparture(handle.db, santa.user.id, groupId, seededRandom(4), LATER)).toMatchObject({ changed: 1 });
    expect((await pairs(groupId)).get(santa.id)).toBe(before.get(leaver.id));
  });
});

describe("an organiser who deleted their account", () => {
  const leave = (user: { id: number; phone: string }) =>
    deleteAccount(handle.db, storage, { user, deviceId: null, acknowledgedWallet: true, now: NOW });
  const organiserOf = async (groupId: number) =>
    (await queryRows<{ id: number }>(handle.db, sql`select organiser_user_id as id from santa_groups where id = ${groupId}`))[0]?.id;

  it("passes the role, at deletion, to the earliest-joined member who stays, who can invite, exclude and draw", async () => {
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await newUser());
    const [asha, ben, chitra, dev, esha, farid] = users as [(typeof users)[0], ...typeof users];
    const groupId = await createGroup(handle.db, asha.id, { groupName: "Family", name: "Asha", ...EVENT }, NOW);
    const oldLink = (await memberView(asha.id, groupId)).organiser!.invitePath;
    const invite = decodeURIComponent(new URL(oldLink, ORIGIN).searchParams.get("invite") ?? "");
    // Ben joins first (the lower member id) but Chitra joined earlier in time: joining time decides.
    await joinGroup(handle.db, ben!.id, { groupId, invite, displayName: "Ben" }, LATER);
    await joinGroup(handle.db, chitra!.id, { groupId, invite, displayName: "Chitra" }, NOW);
    for (const [user, displayName] of [
      [dev!, "Dev"],
      [esha!, "Esha"],
      [farid!, "Farid"],
    ] as const)
      await joinGroup(handle.db, user.id, { groupId, invite, displayName }, LATER);
    expect((await memberView(chitra!.id, groupId)).organiser).toBeNull();

    await leave(asha);
    // Passed inside the deletion itself, before any page is read.
    expect(await organiserOf(groupId)).toBe(chitra!.id);
    const view = await memberView(chitra!.id, groupId);
    expect(view).toMatchObject({ isOrganiser: true, organiserName: "Chitra", memberCount: 5 });
    expect(view.organiser).toMatchObject({ tookOver: true });
    expect(view.members.find((m) => m.isOrganiser)).toMatchObject({ displayName: "Chitra", isMe: true });
    expect(view.members.find((m) => m.displayName === "Deleted account")).toMatchObject({ left: true, isOrganiser: false });
    const benView = await memberView(ben!.id, groupId);
    expect(benView).toMatchObject({ isOrganiser: false, organiserName: "Chitra", organiser: null });
    expect(await listGroups(handle.db, chitra!.id)).toEqual([expect.objectContaining({ id: groupId, isOrganiser: true })]);

    // The new organiser makes a new link (the old one stops working), sets an exclusion and draws.
    await revokeInvites(handle.db, chitra!.id, groupId);
    await expect(loadGroupPage(handle.db, (await newUser()).id, groupId, invite)).rejects.toMatchObject({ status: 403 });
    const ids = new Map(view.organiser!.members.map((m) => [m.displayName, m.id]));
    await addExclusion(handle.db, chitra!.id, { groupId, giver: ids.get("Ben")!, receiver: ids.get("Dev")!, bothWays: true });
    expect(await exclusionRows(groupId)).toHaveLength(2);
    await expect(
      addExclusion(handle.db, ben!.id, { groupId, giver: ids.get("Esha")!, receiver: ids.get("Farid")!, bothWays: false }),
    ).rejects.toMatchObject({ status: 403, message: onlyOrganiser() });
    await drawNames(handle.db, chitra!.id, { groupId, confirmRedraw: false }, seededRandom(7), LATER);
    const drawn = await pairs(groupId);
    expect([...drawn.keys()].sort()).toEqual([...ids.values()].sort());
    expect(drawn.get(ids.get("Ben")!)).not.toBe(ids.get("Dev"));
  });

  it("skips members who left before, and a drawn group's new organiser can repair the draw", async () => {
    const { groupId, members, organiser } = await group(5);
    await drawNames(handle.db, organiser.id, { groupId, confirmRedraw: false }, seededRandom(5), NOW);
    const [asha, ben, chitra] = members;
    await leave(ben!.user);
    await leave(asha!.user);
    expect(await organiserOf(groupId)).toBe(chitra!.user.id);
    const view = await memberView(chitra!.user.id, groupId);
    expect(view.organiser).toMatchObject({ tookOver: true, leftAfterDraw: expect.any(Number) });
    expect(view.organiser!.leftAfterDraw).toBeGreaterThan(0);
    expect(await reassignAfterDeparture(handle.db, chitra!.user.id, groupId, seededRandom(4), LATER)).toMatchObject({
      changed: expect.any(Number),
    });
    expect((await memberView(chitra!.user.id, groupId)).organiser?.leftAfterDraw).toBe(0);
  });

  it("passes it when the group is read, for an organiser whose account was deleted before it passed at deletion", async () => {
    const { groupId, members, organiser } = await group(4);
    // An account deleted by an older version of the store: the tombstone is still the organiser.
    await handle.db.execute(sql`update users set phone = 'deleted:' || id where id = ${organiser.id}`);
    expect(await organiserOf(groupId)).toBe(organiser.id);
    expect(await memberView(members[2]!.user.id, groupId)).toMatchObject({ organiserName: "Ben", organiser: null });
    expect(await organiserOf(groupId)).toBe(members[1]!.user.id);
    await revokeInvites(handle.db, members[1]!.user.id, groupId);
  });

  it("leaves a group whose only member was the organiser empty: its page and its old link find nothing", async () => {
    const asha = await newUser();
    const groupId = await createGroup(handle.db, asha.id, { groupName: "Just me", name: "Asha", ...EVENT }, NOW);
    const invite = decodeURIComponent(
      new URL((await memberView(asha.id, groupId)).organiser!.invitePath, ORIGIN).searchParams.get("invite") ?? "",
    );
    await leave(asha);
    expect(await organiserOf(groupId)).toBe(asha.id);
    const stranger = await newUser();
    await expect(loadGroupPage(handle.db, stranger.id, groupId, invite)).rejects.toMatchObject({ status: 404 });
    await expect(loadGroupPage(handle.db, stranger.id, groupId, null)).rejects.toMatchObject({ status: 404 });
    await expect(joinGroup(handle.db, stranger.id, { groupId, invite, displayName: "Ben" }, LATER)).rejects.toMatchObject({
      status: 404,
    });
    expect(await listGroups(handle.db, stranger.id)).toEqual([]);
  });
});
