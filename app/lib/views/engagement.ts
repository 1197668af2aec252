/** What the badges and brand awards pages render (docs/rules.md#badges, docs/rules.md#brand-awards). */
import type { ProductCard } from "../catalogue";
import type { ShopperLocation } from "./location";

export interface BadgeView {
  id: string;
  name: string;
  description: string;
  icon: string;
  /** ISO time it was earned; null while still to earn. */
  earnedAt: string | null;
  /** The earned date as shown ("21 Nov 2026", India time). */
  earnedOn: string | null;
  /** Occurrences so far (capped at the target) and "3 of 5 orders". */
  progress: { count: number; target: number; label: string };
}

export interface BadgesBoardView {
  /** Every badge in the page's order. */
  badges: BadgeView[];
  earned: BadgeView[];
  /** The badge the shopper is closest to earning; null once every badge is earned. */
  next: BadgeView | null;
}

export interface BadgesPageView {
  /** Null for a visitor who is not logged in: the page lists the badges and asks them to log in. */
  board: BadgesBoardView | null;
  /** Every badge, for the logged-out list. */
  catalogue: { id: string; name: string; description: string; icon: string }[];
  boardOnTop: boolean;
}

export interface BrandAwardView {
  rank: number;
  title: string;
  citation: string;
  brand: { id: number; name: string; href: string; logo: string };
}

export interface BrandAwardCategoryView {
  id: number;
  name: string;
  href: string;
  /** An L0 category: its listing takes the brands' products from all its subcategories. */
  topLevel: boolean;
  awards: BrandAwardView[];
}

export interface BrandAwardsPageView {
  year: number;
  origin: string;
  categories: BrandAwardCategoryView[];
}

export interface BrandAwardListingView {
  year: number;
  origin: string;
  canonical: string;
  category: { id: number; name: string };
  location: ShopperLocation;
  /** Each honoured brand with its products in the category at the shopper's store (null: no store serves them). */
  winners: (BrandAwardView & { products: ProductCard[] })[] | null;
}
