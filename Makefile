# SPDX-License-Identifier: GPL-3.0-or-later
# The two commands of the README: `make run` and `make test`. Both install what is missing
# (Debian packages, via installers/install-deps.sh), configure with CMake presets and build.
BUILD := build
BIN := $(BUILD)/bin
JOBS ?= $(shell nproc)

.PHONY: all deps configure build demo run test bench test-asan test-tsan clean

all: build

deps:
	@bash installers/install-deps.sh

configure: deps
	@test -f $(BUILD)/build.ninja || cmake --preset default

build: configure
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	$(BIN)/plenum-cli new $(BUILD)/demo.plenum --template dgx-h100-superpod --nodes 64 --target-nodes 127 \
		--name "Demo: DGX H100 SuperPOD, 64 nodes growing to 127" --force

run: demo
	$(BIN)/plenum $(BUILD)/demo.plenum

# A fuzz target's failure is printed again at the very end (tests/fuzz/run_fuzz.cmake), where a
# CI log's tail shows it.
test: build
	cd $(BUILD) && { ctest --output-on-failure -j $(JOBS) || { cat fuzz/FAILURE.txt 2>/dev/null; exit 1; }; }

bench: build
	$(BIN)/plenum-bench
	$$(command -v xvfb-run >/dev/null && echo xvfb-run -a) $(BIN)/plenum-bench-frames

# The whole test suite built with AddressSanitizer and UndefinedBehaviorSanitizer (g++). The fuzz
# targets and the core-only build have their own builds and are left out here.
test-asan: deps
	@test -f build-asan/build.ninja || cmake --preset asan
	cmake --build build-asan -j $(JOBS)
	cd build-asan && ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
		ctest --output-on-failure -j $(JOBS) -E 'fuzz_untrusted_input|core_builds_without_qt'

# The tests of the code that runs on several threads (util/parallel.h, the checks' providers, the
# router's runs of links) built with ThreadSanitizer: a data race fails them.
TSAN_TESTS := test_parallel test_incremental_checks test_incremental test_plugs test_change_set
test-tsan: deps
	@test -f build-tsan/build.ninja || cmake --preset tsan
	cmake --build build-tsan -j $(JOBS) --target $(TSAN_TESTS)
	cd build-tsan && TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=$(CURDIR)/tests/tsan.supp PLENUM_THREADS=4 \
		ctest --output-on-failure -j $(JOBS) -R '^(test_parallel|test_incremental_checks|test_incremental|test_plugs|test_change_set)$$'

clean:
	rm -rf $(BUILD) build-asan build-tsan build-core-only
