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

const NO_INTENT = { open: false, typed: '' };

/** A letter (or space, digit, sign) or a Backspace: what edits a search. */
const isTyping = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && (event.key.length === 1 || event.key === 'Backspace');

/**
 * Mantine's Select, its dropdown downloaded after the field has rendered (WEB-10): the combobox,
 * popover, floating-ui, option list and scroll area (≈ 30 kB gzip) are not on the start-up path of
 * a form that shows selects. Until they arrive the field is drawn by the same input (a read-only
 * combobox with the same label, value, chevron, description and error, and the same hidden input),
 * so the swap shows nothing; the download starts as soon as the field is on screen. What the user
 * did in the field before it arrived is handed over while the field still has the focus: the full
 * select takes the focus, opens after a click or an opening key, and searches the letters typed
 * into a searchable field (on a slow line a user can tab in and type before the download is done).
 */
export function OnDemandSelect({ ref, ...props }: OnDemandSelectProps) {
  const [Full, setFull] = useState<FullSelect | null>(() => fullSelect.loaded);
  const input = useRef<HTMLInputElement | null>(null);
  /** What the user did in the light field since it took the focus: a click or key that opens, letters typed. */
  const intent = useRef(NO_INTENT);
  /** The intent handed to the full select when it arrives, with whether the light field had the focus. */
  const handover = useRef({ ...NO_INTENT, focus: false });
  const mergedRef = useMergedRef(ref, input);

  const swap = useCallback((select: FullSelect) => {
    const focus = input.current !== null && document.activeElement === input.current;
    handover.current = { ...(focus ? intent.current : NO_INTENT), focus };
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
    const { focus, open } = handover.current;
    if (focus) input.current?.focus();
    if (focus && open) input.current?.click();
  }, [Full]);

  // After the full select's own effects (they set its search to the chosen label): the letters
  // typed meanwhile, as if typed now, so that they search and open the options.
  useEffect(() => {
    const { focus, typed } = handover.current;
    handover.current = { ...NO_INTENT, focus: false };
    if (!Full || !focus || !typed || !input.current) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input.current, typed);
    input.current.dispatchEvent(new Event('input', { bubbles: true }));
  }, [Full]);

  if (Full) return <Full {...props} ref={mergedRef} />;
  /** After a failed download, the user's next sign of interest tries again. */
  const retry = () => {
    if (!fullSelect.pending) fullSelect.load().then(swap, () => {});
  };
  const intendOpen = () => {
    intent.current = { ...intent.current, open: true };
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
      onBlur={(event) => {
        intent.current = NO_INTENT;
        props.onBlur?.(event);
      }}
      onClick={(event) => {
        intendOpen();
        props.onClick?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        props.onKeyDown?.(event);
        const searchable = props.searchable === true;
        if (searchable && !props.readOnly && isTyping(event)) {
          const { typed } = intent.current;
          intent.current = {
            ...intent.current,
            typed: event.key === 'Backspace' ? typed.slice(0, -1) : typed + event.key,
          };
          retry();
          return;
        }
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
