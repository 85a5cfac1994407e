import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_CHARS } from '@lendline/core';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { searchAddresses } from '@/lib/geocode';
import type { GeocodeResult } from '@/lib/geocode';

interface AddressAutocompleteProps {
  label: string;
  value: string;
  onChange: (address: string) => void;
  onSelect: (result: GeocodeResult) => void;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  'data-path'?: string;
}

/**
 * The address field with geocoder suggestions (spec part 2 §5 "Maps link"): searched only for 3
 * or more characters, 300 ms after the last keystroke, at most 5 results; a failed search just
 * clears the suggestions.
 */
export function AddressAutocomplete({
  label,
  value,
  onChange,
  onSelect,
  required,
  error,
  disabled,
  'data-path': dataPath,
}: AddressAutocompleteProps) {
  const t = useT();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const search = (query: string) => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    if (query.trim().length < ADDRESS_SEARCH_MIN_CHARS) {
      setResults([]);
      setSearching(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      setSearching(true);
      searchAddresses(query.trim(), controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setResults(found);
          if (found.length > 0) combobox.openDropdown();
        })
        .catch(() => {
          if (!controller.signal.aborted) setResults([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(index) => {
        const chosen = results[Number(index)];
        combobox.closeDropdown();
        if (!chosen) return;
        clearTimeout(timer.current);
        setResults([]);
        onSelect(chosen);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={t('common.address.placeholder')}
          withAsterisk={required}
          aria-required={required}
          disabled={disabled}
          error={error}
          data-path={dataPath}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(next);
            search(next);
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => {
            if (results.length > 0) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            searching ? <Loader size="xs" aria-label={t('common.address.searching')} /> : null
          }
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={results.length === 0}>
        <Combobox.Options aria-label={t('common.address.suggestions')}>
          {results.map((result, index) => (
            <Combobox.Option value={String(index)} key={`${index}-${result.address}`}>
              {result.address}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
