/*
 * Mantine's Select with its combobox, popover, floating-ui and option list: the chunk that
 * OnDemandSelect downloads after its field has rendered (WEB-10).
 */
export { Select } from '@mantine/core';
