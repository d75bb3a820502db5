import {
  ComboboxChevron,
  ComboboxHiddenInput,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  type SelectProps,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { useMergedRef } from '@mantine/hooks';
import {
  type ComponentType,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { downloadOnce } from '../lib/download-once.ts';

/** Mantine's Select props, less a clear button and a dropdown opened from outside (the light field has neither). */
export type OnDemandSelectProps = Omit<
  SelectProps,
  'clearable' | 'dropdownOpened' | 'defaultDropdownOpened'
> & {
  ref?: Ref<HTMLInputElement>;
};

type FullSelect = ComponentType<OnDemandSelectProps>;

/** Mantine's Select, downloaded once. */
const fullSelect = downloadOnce(() => import('./full-select.ts').then((module): FullSelect => module.Select));

/** Keys that open a closed select (Mantine: arrows always, Enter and Space on a select without search). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', 'Space']);

/**
 * Mantine's Select, its dropdown downloaded after the field has rendered (WEB-10): the combobox,
 * popover, floating-ui, option list and scroll area (≈ 30 kB gzip) are not on the start-up path of
 * a form that shows selects. Until they arrive the field is drawn by the same input (a read-only
 * combobox with the same label, value, chevron, description and error, and the same hidden input),
 * so the swap shows nothing; the download starts as soon as the field is on screen. A focus or a
 * click (or an opening key) that came first is given to the full select when it arrives: it takes
 * the focus and opens as it would have.
 */
export function OnDemandSelect({ ref, ...props }: OnDemandSelectProps) {
  const [Full, setFull] = useState<FullSelect | null>(() => fullSelect.loaded);
  const input = useRef<HTMLInputElement | null>(null);
  const replay = useRef({ focus: false, open: false });
  const mergedRef = useMergedRef(ref, input);

  const swap = useCallback((select: FullSelect) => {
    replay.current.focus = input.current !== null && document.activeElement === input.current;
    // committed in this task: no key press can reach the light field in between
    flushSync(() => setFull(() => select));
  }, []);

  useEffect(() => {
    if (Full) return;
    let live = true;
    fullSelect.load().then(
      (select) => live && swap(select),
      () => {}, // the light field stays; the next focus, click or hover tries again
    );
    return () => {
      live = false;
    };
  }, [Full, swap]);

  useLayoutEffect(() => {
    if (!Full) return;
    const { focus, open } = replay.current;
    replay.current = { focus: false, open: false };
    if (focus || open) input.current?.focus();
    if (open) input.current?.click();
  }, [Full]);

  if (Full) return <Full {...props} ref={mergedRef} />;
  /** After a failed download, the user's next sign of interest tries again. */
  const retry = () => {
    if (!fullSelect.pending) fullSelect.load().then(swap, () => {});
  };
  const intendOpen = () => {
    replay.current.open = true;
    retry();
  };
  return (
    <LightSelect
      {...props}
      ref={mergedRef}
      onPointerEnter={retry}
      onFocus={(event) => {
        retry();
        props.onFocus?.(event);
      }}
      onClick={(event) => {
        intendOpen();
        props.onClick?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        props.onKeyDown?.(event);
        const searchable = props.searchable === true;
        if (!OPENING_KEYS.has(event.code) || (searchable && !event.code.startsWith('Arrow'))) return;
        event.preventDefault();
        intendOpen();
      }}
    />
  );
}

/**
 * The closed select as Mantine's Select draws it (Select.tsx: an InputBase in the combobox target,
 * then the hidden input), with none of the combobox.
 */
function LightSelect({
  classNames,
  styles,
  unstyled,
  vars,
  onDropdownClose,
  onDropdownOpen,
  onChange,
  data,
  value,
  defaultValue,
  selectFirstOptionOnChange,
  selectFirstOptionOnDropdownOpen,
  onOptionSubmit,
  comboboxProps,
  readOnly,
  disabled,
  filter,
  limit,
  withScrollArea,
  maxDropdownHeight,
  floatingHeight,
  size = 'sm',
  searchable,
  rightSection,
  checkIconPosition,
  withCheckIcon,
  withAlignedLabels,
  nothingFoundMessage,
  name,
  form,
  searchValue,
  defaultSearchValue,
  onSearchChange,
  allowDeselect,
  error,
  rightSectionPointerEvents,
  clearSectionMode,
  clearButtonProps,
  hiddenInputProps,
  renderOption,
  onClear,
  autoComplete = 'off',
  scrollAreaProps,
  chevronColor,
  autoSelectOnBlur,
  openOnFocus,
  attributes,
  ...others
}: OnDemandSelectProps & { onPointerEnter: () => void }) {
  const lockup = useMemo(() => getOptionsLockup(getParsedComboboxData(data)), [data]);
  const current = value === undefined ? defaultValue : value;
  const label = current != null ? (lockup[`${current}`]?.label ?? '') : '';
  return (
    <>
      <InputBase
        {...others}
        __staticSelector="Select"
        __defaultRightSection={
          <ComboboxChevron size={size} error={error} unstyled={unstyled} color={chevronColor} />
        }
        rightSection={rightSection}
        rightSectionPointerEvents={rightSectionPointerEvents || 'none'}
        size={size}
        disabled={disabled}
        readOnly
        value={label}
        pointer={!searchable}
        error={error}
        classNames={classNames}
        styles={styles}
        unstyled={unstyled}
        attributes={attributes}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete={autoComplete}
      />
      <ComboboxHiddenInput
        value={current ?? null}
        name={name}
        form={form}
        disabled={disabled}
        {...hiddenInputProps}
      />
    </>
  );
}
