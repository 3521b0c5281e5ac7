import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fileUploadSlotRecipe,
  inputAddonRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  timelineSlotRecipe,
} from '@chakra-ui/react/theme';
import { coreThemeConfig } from './core-theme';
import { shelterConfig } from './theme';

/**
 * The staff console's Chakra system: the core theme (core-theme.ts) with the recipes of every other
 * Chakra part the console uses, and the shelter's look. Chakra's remaining recipes (colour
 * pickers, sliders, tree views…, about half of them) are left out of the console's first download.
 * A part whose recipe is missing renders unstyled: console-system.test.ts lists the recipes of
 * every part the app imports and fails on one missing here.
 */
export const consoleSystem = createSystem(
  defaultBaseConfig,
  coreThemeConfig,
  {
    theme: {
      recipes: {
        badge: badgeRecipe,
        checkmark: checkmarkRecipe,
        code: codeRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        radiomark: radiomarkRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: skipNavLinkRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        collapsible: collapsibleSlotRecipe,
        combobox: comboboxSlotRecipe,
        dataList: dataListSlotRecipe,
        datePicker: datePickerSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        fileUpload: fileUploadSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        radioCard: radioCardSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
        timeline: timelineSlotRecipe,
      },
    },
  },
  shelterConfig,
);
