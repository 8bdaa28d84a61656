# SPDX-License-Identifier: GPL-3.0-or-later
# The two commands of the README: `make run` and `make test`. Both install what is missing
# (Debian packages, via installers/install-deps.sh), configure with CMake presets and build.
BUILD := build
BIN := $(BUILD)/bin
JOBS ?= $(shell nproc)

.PHONY: all deps configure build demo run test bench test-asan clean

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

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	$(BIN)/plenum-bench

clean:
	rm -rf $(BUILD) build-asan build-core-only
