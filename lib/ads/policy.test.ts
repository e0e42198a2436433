import { canManageAd, ownsAd } from "./policy";

const ad = { sellerProfileId: 42 };
const seller = { userId: "u1", sellerProfileId: 42, isAdmin: false };
const other = { userId: "u2", sellerProfileId: 41, isAdmin: false };
const admin = { userId: "u3", sellerProfileId: null, isAdmin: true };
const anonymous = { userId: null, isAdmin: false };

describe("canManageAd", () => {
  it("lets the ad's own seller manage it", () => {
    expect(canManageAd({ viewer: seller, ad })).toBe(true);
    expect(ownsAd({ viewer: seller, ad })).toBe(true);
  });

  it("lets an admin manage any ad, without owning it", () => {
    expect(canManageAd({ viewer: admin, ad })).toBe(true);
    expect(canManageAd({ viewer: admin, ad: { sellerProfileId: null } })).toBe(true);
    expect(ownsAd({ viewer: admin, ad })).toBe(false);
  });

  it("refuses another seller and a signed-out reader", () => {
    expect(canManageAd({ viewer: other, ad })).toBe(false);
    expect(canManageAd({ viewer: anonymous, ad })).toBe(false);
    expect(canManageAd({ viewer: { userId: null, isAdmin: true }, ad })).toBe(false);
  });

  it("never matches an ad without a seller to a user without a profile", () => {
    const noProfile = { userId: "u4", sellerProfileId: null, isAdmin: false };
    expect(canManageAd({ viewer: noProfile, ad: { sellerProfileId: null } })).toBe(false);
  });
});
