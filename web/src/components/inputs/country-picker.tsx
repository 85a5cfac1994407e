import {
  Badge,
  Combobox,
  Group,
  InputWrapperContext,
  ScrollArea,
  Text,
  UnstyledButton,
  useCombobox,
} from '@mantine/core';
import { findCountry, searchCountries } from '@lendline/core';
import type { CountryOption } from '@lendline/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { regionName } from '@/i18n/region-names';
import { useT } from '@/i18n/use-t';

interface CountryPickerProps {
  /** Two-letter code of the chosen country. */
  value: string;
  onChange: (code: CountryOption['code']) => void;
  disabled?: boolean;
}

/**
 * The picker sits in the phone field's left section, inside that field's input wrapper; without
 * a fresh wrapper context the search box would take the phone field's id and steal its label.
 */
const NO_WRAPPER = {
  offsetBottom: false,
  offsetTop: false,
  describedBy: undefined,
  getStyles: null,
  inputId: undefined,
  labelId: undefined,
};

/** Spec part 2 §9: the dropdown is at most 60 units (15 rem) tall. */
const DROPDOWN_MAX_HEIGHT = 240;

/**
 * The phone input's country dropdown (spec part 2 §2 "Contact inputs"): flag and calling code on
 * the button, a 'Search countries...' box, the 12 popular countries first tagged 'Popular', then
 * every other country alphabetically, 'No countries found' when the search matches none.
 */
export function CountryPicker({ value, onChange, disabled }: CountryPickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const selected = findCountry(value);
  // ~245 options: rendered only while the dropdown is open.
  const matches = combobox.dropdownOpened ? searchCountries(search, regionName) : [];

  return (
    <Combobox
      store={combobox}
      width={320}
      position="bottom-start"
      withinPortal
      onOptionSubmit={(code) => {
        const country = findCountry(code);
        if (country) onChange(country.code);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withAriaAttributes={false}>
        <UnstyledButton
          type="button"
          disabled={disabled}
          onClick={() => combobox.toggleDropdown()}
          aria-label={
            selected
              ? t('common.country.chosen', {
                  name: regionName(selected.code),
                  callingCode: selected.callingCode,
                })
              : t('common.country.label')
          }
          aria-haspopup="listbox"
          aria-expanded={combobox.dropdownOpened}
          px={8}
          h="100%"
        >
          <Group gap={4} wrap="nowrap">
            <span aria-hidden>{selected?.flag}</span>
            <Text size="sm">{selected?.callingCode}</Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Combobox.Target>

      <Combobox.Dropdown>
        <InputWrapperContext value={NO_WRAPPER}>
          <Combobox.Search
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('common.country.search')}
            aria-label={t('common.country.search')}
          />
          <Combobox.Options aria-label={t('common.country.list')}>
            <ScrollArea.Autosize mah={DROPDOWN_MAX_HEIGHT} type="scroll">
              {combobox.dropdownOpened && matches.length === 0 ? (
                <Combobox.Empty>{t('common.country.none_found')}</Combobox.Empty>
              ) : (
                matches.map((country) => (
                  <Combobox.Option
                    key={country.code}
                    value={country.code}
                    active={country.code === value}
                    aria-selected={country.code === value}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <span aria-hidden>{country.flag}</span>
                      <Text size="sm" style={{ flex: 1 }}>
                        {regionName(country.code)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {country.callingCode}
                      </Text>
                      {country.popular && (
                        <Badge size="xs" variant="light">
                          {t('common.country.popular')}
                        </Badge>
                      )}
                    </Group>
                  </Combobox.Option>
                ))
              )}
            </ScrollArea.Autosize>
          </Combobox.Options>
        </InputWrapperContext>
      </Combobox.Dropdown>
    </Combobox>
  );
}
