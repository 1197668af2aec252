/** Cart owners for tests: a fresh anonymous device, or a logged-in account on a device. */
import type { CartOwner } from "~/models/cart.server";
import { newDeviceId } from "~/services/platform/cookies.server";

export function anonymous(deviceId: string = newDeviceId()): CartOwner {
  return { userId: null, deviceId };
}

export function account(userId: number, deviceId: string = newDeviceId()): CartOwner {
  return { userId, deviceId };
}
