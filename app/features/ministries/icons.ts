import type { CardIcon } from "#contract/page-content";
import {
  Award,
  BookOpen,
  Camera,
  Clapperboard,
  Crown,
  Flame,
  Globe,
  GraduationCap,
  HandHeart,
  HandHelping,
  HeartHandshake,
  HeartPulse,
  Megaphone,
  Monitor,
  Palette,
  Podcast,
  Radio,
  Shield,
  Siren,
  Smartphone,
  Sparkles,
  Sprout,
  Users,
  DoorOpen,
  Share2,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons the ministry content may name (content files stay plain data). Only these are
 * bundled: lucide-react is tree-shaken icon by icon.
 */
export const ICONS = {
  award: Award,
  book: BookOpen,
  camera: Camera,
  clapperboard: Clapperboard,
  crown: Crown,
  door: DoorOpen,
  flame: Flame,
  globe: Globe,
  graduation: GraduationCap,
  handHeart: HandHeart,
  handHelping: HandHelping,
  heartHandshake: HeartHandshake,
  heartPulse: HeartPulse,
  megaphone: Megaphone,
  monitor: Monitor,
  palette: Palette,
  podcast: Podcast,
  radio: Radio,
  share: Share2,
  shield: Shield,
  siren: Siren,
  smartphone: Smartphone,
  sparkles: Sparkles,
  sprout: Sprout,
  users: Users,
} satisfies Record<CardIcon, LucideIcon>;

export type IconName = keyof typeof ICONS;
